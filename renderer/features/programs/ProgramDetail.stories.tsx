import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { guardedProgram, openProgram, programServer, publicGuarded } from "./programConditionFixtures";
import { ProgramDetail } from "./ProgramDetail";

/** A program in its four modes (docs/features/programs.md): card, autorCard, selection and fullscreen. */
const meta: Meta<typeof ProgramDetail> = {
  title: "Programs/ProgramDetail",
  component: ProgramDetail,
  parameters: { api: programServer() },
  globals: { locale: "en" },
};

export default meta;
type Story = StoryObj<typeof ProgramDetail>;

const inList = (node: ReactNode) => <ul className="program-grid">{node}</ul>;

export const Card: Story = {
  render: () => inList(<ProgramDetail mode="card" program={openProgram} canAdd />),
};

export const CardWithConditions: Story = {
  render: () => inList(<ProgramDetail mode="card" program={guardedProgram} canAdd />),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Join Three-day stress follow-up" }));
    await expect(await canvas.findByTestId("missing-conditions")).toBeVisible();
    await expect(await canvas.findByText("This program needs your consent before you join.")).toBeVisible();
  },
};

export const CardAtTheLimit: Story = {
  render: () => inList(<ProgramDetail mode="card" program={openProgram} canAdd />),
  parameters: { api: programServer({ full: true }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Join A week of micro-breaks" }));
    await expect(await canvas.findByTestId("too-much-programs")).toBeVisible();
  },
};

export const CardAddHidden: Story = {
  render: () => inList(<ProgramDetail mode="card" program={openProgram} canAdd={false} />),
};

export const AuthorCard: Story = {
  render: () => inList(<ProgramDetail mode="autorCard" program={openProgram} />),
};

const onToggle = fn();

export const Selection: Story = {
  render: () =>
    inList(<ProgramDetail mode="selection" program={openProgram} selected={false} onToggle={onToggle} />),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /A week of micro-breaks/ }));
    await expect(onToggle).toHaveBeenCalled();
  },
};

export const SelectionSelected: Story = {
  render: () => inList(<ProgramDetail mode="selection" program={openProgram} selected onToggle={fn()} />),
};

export const Fullscreen: Story = {
  render: () => (
    <ProgramDetail
      mode="fullscreen"
      program={publicGuarded}
      action={
        <button type="button" className="btn btn--primary btn--block">
          Join this program
        </button>
      }
    />
  ),
};

export const FullscreenFr: Story = { ...Fullscreen, globals: { locale: "fr" } };
