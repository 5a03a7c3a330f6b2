import { useState } from "react";
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { ChoiceList, toggleChoice } from "./ChoiceList";

const CHOICES = [
  { id: "a", label: "Apples" },
  { id: "b", label: "Pears" },
];

function Picker({ multiple }: { multiple: boolean }) {
  const [picked, setPicked] = useState<string[]>([]);
  return (
    <>
      <ChoiceList
        legend="Fruit"
        choices={CHOICES}
        multiple={multiple}
        picked={picked}
        onChange={setPicked}
        name="q"
      />
      <output>{picked.join(",")}</output>
    </>
  );
}

describe("toggleChoice", () => {
  it("keeps only the tapped choice when one may be picked", () => {
    expect(toggleChoice(["a"], "b", false)).toEqual(["b"]);
    expect(toggleChoice(["a"], "a", false)).toEqual(["a"]);
  });

  it("adds or removes the tapped choice when several may be", () => {
    expect(toggleChoice(["a"], "b", true)).toEqual(["a", "b"]);
    expect(toggleChoice(["a", "b"], "a", true)).toEqual(["b"]);
  });
});

describe("ChoiceList", () => {
  it("draws radio buttons in a group named by the question, one picked at a time", () => {
    render(<Picker multiple={false} />);
    expect(screen.getByRole("group", { name: "Fruit" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Apples" }));
    fireEvent.click(screen.getByRole("radio", { name: "Pears" }));
    expect(screen.getByRole("status").textContent).toBe("b");
  });

  it("draws checkboxes when several may be picked", () => {
    render(<Picker multiple />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Apples" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Pears" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Apples" }));
    expect(screen.getByRole("status").textContent).toBe("b");
  });
});
