import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { IntensityBadge } from "./IntensityBadge";

describe("IntensityBadge", () => {
  it("wears the intensity scale's colour of its level, and says its value", async () => {
    await renderWithProviders(
      <>
        <IntensityBadge value={0} />
        <IntensityBadge value={4} />
      </>,
    );
    const [none, strong] = screen.getAllByRole("img");
    expect(none!.className).toBe("intensity-badge intensity-level--0");
    expect(strong!.className).toBe("intensity-badge intensity-level--4");
    expect(strong!.textContent).toBe("4/5");
  });
});
