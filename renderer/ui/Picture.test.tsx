import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { PICTURE } from "../test/fixtures";
import { LoadPriorityContext, type LoadPriority } from "./loadPriority";
import { Picture } from "./Picture";

const rendererDir = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /(?<!\.test|\.stories)\.tsx$/.test(entry.name) ? [path] : [];
  });
}

function renderAt(priority: LoadPriority | undefined) {
  const picture = <Picture src={PICTURE} alt="A circle" />;
  render(priority ? <LoadPriorityContext value={priority}>{picture}</LoadPriorityContext> : picture);
  return screen.getByRole("img", { name: "A circle" });
}

describe("Picture", () => {
  it("reserves its box before the file arrives: width, height and a fixed aspect ratio", () => {
    render(
      <>
        <Picture src={PICTURE} alt="wide" />
        <Picture src={PICTURE} alt="square" shape="square" />
      </>,
    );
    const wide = screen.getByRole("img", { name: "wide" });
    expect([wide.getAttribute("width"), wide.getAttribute("height")]).toEqual(["320", "180"]);
    expect(wide.style.aspectRatio).toBe("320 / 180");
    const square = screen.getByRole("img", { name: "square" });
    expect([square.getAttribute("width"), square.getAttribute("height")]).toEqual(["96", "96"]);
    expect(square.style.aspectRatio).toBe("96 / 96");
  });

  it("is fetched at once and first on the deck's card on screen, lazily anywhere else", () => {
    const onScreen = renderAt("high");
    expect([onScreen.getAttribute("loading"), onScreen.getAttribute("fetchpriority")]).toEqual([
      "eager",
      "high",
    ]);
  });

  it.each([
    [undefined, "auto"],
    ["low", "low"],
    ["later", "low"],
  ] as const)("is lazy at priority %s, fetched at priority %s", (priority, fetchPriority) => {
    const picture = renderAt(priority);
    expect([picture.getAttribute("loading"), picture.getAttribute("fetchpriority")]).toEqual([
      "lazy",
      fetchPriority,
    ]);
  });

  it("is the renderer's only <img>, so every picture has its box and its priority", () => {
    const others = sourceFiles(rendererDir)
      .filter((path) => !path.endsWith(join("ui", "Picture.tsx")))
      .filter((path) => /<img\b/.test(readFileSync(path, "utf8")))
      .map((path) => relative(rendererDir, path));
    expect(others).toEqual([]);
  });
});
