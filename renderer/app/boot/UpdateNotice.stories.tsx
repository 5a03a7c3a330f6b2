import type { Meta, StoryObj } from "@storybook/react-vite";
import { SCHEMA_VERSION } from "../../../card-schemas/version";
import { UpdateNotice } from "./UpdateNotice";

/** The server speaks a later schema major than this renderer: it offers to reload. */
const meta = {
  title: "App/Update notice",
  component: UpdateNotice,
  args: { reload: () => {} },
  globals: { locale: "en" },
  beforeEach: ({ parameters }) => {
    const schemaVersion = (parameters.serverSchemaVersion as number | undefined) ?? SCHEMA_VERSION + 1;
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) =>
      String(input) === "/config.json"
        ? new Response(
            JSON.stringify({
              schemaVersion,
              languages: ["fr", "en", "it", "es"],
              publicUrl: "http://localhost:6006",
              features: {
                assistant: false,
                payments: false,
                surveys: false,
                environment: false,
                email: false,
              },
            }),
          )
        : realFetch(input, init);
    return () => {
      globalThis.fetch = realFetch;
    };
  },
} satisfies Meta<typeof UpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewVersion: Story = {};

export const NewVersionFr: Story = { globals: { locale: "fr" } };

/** The service worker installed a new version, which waits for the patient's tap to take over. */
export const NewVersionReady: Story = {
  parameters: { serverSchemaVersion: SCHEMA_VERSION },
  args: {
    worker: { isWaiting: () => true, subscribe: () => () => {}, takeOver: () => {}, post: () => {} },
  },
};

export const NewVersionReadyIt: Story = { ...NewVersionReady, globals: { locale: "it" } };

/** The server speaks this renderer's version: nothing shows. */
export const Empty: Story = { parameters: { serverSchemaVersion: SCHEMA_VERSION } };
