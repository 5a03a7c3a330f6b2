import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { Task } from "../../../../card-schemas";
import { MAX_PICTURE_BYTES } from "../../../../engine/shared/imageType";
import { taskCard } from "../../../test/fixtures";
import { fakeUploader, pdfNamedPng, pngFile, type FakeUploaderOptions } from "../uploadFixtures";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { UploaderProvider } from "../UploaderContext";
import { CardView } from "../../../cards/CardView";

async function renderPicture(task: Task, options: FakeUploaderOptions = {}) {
  const complete = vi.fn();
  const uploader = fakeUploader(options);
  await renderWithProviders(
    <UploaderProvider uploader={uploader}>
      <CardView card={taskCard("card-picture", task)} complete={complete} />
    </UploaderProvider>,
  );
  return { complete, uploader };
}

function pick(file: File) {
  fireEvent.change(screen.getByTestId("picture-input"), { target: { files: [file] } });
}

describe("PicturePrivateTask", () => {
  const task: Task = { type: "PICTURE_PRIVATE", params: { value: "mealPhoto", prompt: "Your lunch" } };

  it("uploads a picture privately under its data value, then Done sends the file id", async () => {
    const { complete, uploader } = await renderPicture(task);
    expect(screen.getByText("Only you will see this picture.")).toBeTruthy();
    const done = screen.getByRole("button", { name: "Done" }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    pick(pngFile());
    expect(await screen.findByTestId("picture-uploaded")).toBeTruthy();
    expect(uploader.calls).toEqual(["/api/patient/uploads?access=private&value=mealPhoto"]);
    fireEvent.click(done);
    expect(complete).toHaveBeenCalledExactlyOnceWith({ done: true, data: { fileId: "file-1" } });
  });

  it("refuses a file that is not a picture before sending it, whatever its name", async () => {
    const { uploader } = await renderPicture(task);
    pick(pdfNamedPng());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This file is not a picture (JPEG, PNG, WebP or GIF).",
    );
    expect(uploader.calls).toEqual([]);
  });

  it("refuses a picture above 5 MB before sending it", async () => {
    const { uploader } = await renderPicture(task);
    const big = new File([new Uint8Array(MAX_PICTURE_BYTES + 1)], "big.png", { type: "image/png" });
    pick(big);
    expect((await screen.findByRole("alert")).textContent).toBe("This picture is larger than 5 MB.");
    expect(uploader.calls).toEqual([]);
  });

  it("shows the progress while sending", async () => {
    await renderPicture(task, { stuckAt: 0.4 });
    pick(pngFile());
    const bar = (await screen.findByTestId("picture-progress")) as HTMLProgressElement;
    expect(bar.value).toBe(40);
    expect(screen.getByText("Sending… 40%")).toBeTruthy();
  });

  it("says so when the server refuses the file, and lets the patient pick another", async () => {
    await renderPicture(task, { failWith: "NOT_AN_IMAGE" });
    pick(pngFile());
    expect((await screen.findByRole("alert")).textContent).toContain("not a picture");
    expect(screen.getByTestId("picture-input")).toBeTruthy();
  });
});

describe("PictureSocialTask", () => {
  it("uploads with protected access and tells the patient it will be shared", async () => {
    const { complete, uploader } = await renderPicture({ type: "PICTURE_SOCIAL", params: {} });
    expect(screen.getByText("This picture will be shared with the community.")).toBeTruthy();
    pick(pngFile());
    await screen.findByTestId("picture-uploaded");
    expect(uploader.calls).toEqual(["/api/patient/uploads?access=protected"]);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(complete).toHaveBeenCalledWith({ done: true, data: { fileId: "file-1" } }));
  });

  it("says when sharing opens again after a TOO_SOON refusal, and lets the patient set the card aside", async () => {
    const { complete } = await renderPicture({ type: "PICTURE_SOCIAL", params: {} }, { tooSoonDays: 3 });
    pick(pngFile());
    expect((await screen.findByTestId("picture-too-soon")).textContent).toBe(
      "You can share with the community once every 5 days: you can share a picture again in 3 days.",
    );
    expect(screen.queryByTestId("picture-input")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Set this card aside" }));
    expect(complete).toHaveBeenCalledWith({ done: false });
  });

  it("says the picture could not be sent when the upload fails", async () => {
    await renderPicture({ type: "PICTURE_SOCIAL", params: {} }, { failWith: "NETWORK_ERROR" });
    pick(pngFile());
    expect((await screen.findByRole("alert")).textContent).toBe("The picture could not be sent. Try again.");
  });
});
