import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { AfterHydration } from "./AfterHydration";

describe("AfterHydration", () => {
  it("draws the fallback on the server, and its children once in the browser", async () => {
    const page = (
      <AfterHydration fallback={<p>waiting</p>}>
        <p>the wheel</p>
      </AfterHydration>
    );
    expect(renderToString(page)).toBe("<p>waiting</p>");
    render(page);
    expect((await screen.findByText("the wheel")).textContent).toBe("the wheel");
  });
});
