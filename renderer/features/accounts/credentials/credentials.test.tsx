import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { User } from "../../../../card-schemas";
import { fail, mockApi, ok } from "../../../test/mockApi";
import { renderWithProviders } from "../../../test/renderWithProviders";
import { meKey } from "../../../app/session/queries";
import { ChangeEmailForm } from "./ChangeEmailForm";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { ResetPasswordForm } from "./ResetPasswordForm";

const user: User = { id: "u1", email: "sam@example.org", role: "patient", language: "en", timeZone: "UTC" };

describe("ForgotPasswordForm", () => {
  it("asks for a link with the email trimmed, then says the same words for any address", async () => {
    const { api, calls } = mockApi({
      "POST /api/auth/password/forgot": ({ body }) => ok({ email: body.email.toLowerCase() }, 202),
    });
    await renderWithProviders(<ForgotPasswordForm />, { api });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "  Sam@Example.org " } });
    fireEvent.click(screen.getByRole("button", { name: "Send me a link" }));
    const sent = await screen.findByTestId("forgot-password-sent");
    expect(calls.map((call) => call.body)).toEqual([{ email: "Sam@Example.org" }]);
    expect(sent.textContent).toContain(
      "If an account uses sam@example.org, we sent it a link to choose a new password. It works once, for one hour.",
    );
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Check your email" }));
  });
});

describe("ResetPasswordForm", () => {
  it("sends the token with the new password, signs in and leads on", async () => {
    const { api, calls } = mockApi({ "POST /api/auth/password/reset": () => ok({ user }) });
    const onDone = vi.fn();
    const { queryClient } = await renderWithProviders(<ResetPasswordForm token="tok-1" onDone={onDone} />, {
      api,
    });
    const password = screen.getByLabelText("New password");
    expect([password.getAttribute("minlength"), password.getAttribute("maxlength")]).toEqual(["8", "128"]);
    fireEvent.change(password, { target: { value: "a new password" } });
    fireEvent.click(screen.getByRole("button", { name: "Save my new password" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((call) => call.body)).toEqual([{ token: "tok-1", password: "a new password" }]);
    expect(queryClient.getQueryData(meKey)).toEqual(user);
  });

  it("says an expired link has expired and offers a new one instead of the button", async () => {
    const { api } = mockApi({
      "POST /api/auth/password/reset": () =>
        fail(410, "RESET_LINK_EXPIRED", "This password reset link has expired"),
    });
    await renderWithProviders(<ResetPasswordForm token="tok-2" onDone={() => {}} />, { api });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "a new password" } });
    fireEvent.click(screen.getByRole("button", { name: "Save my new password" }));
    expect(
      await screen.findByText("This link has expired: it works for one hour. Ask for a new one."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/app/guest/auth/forgot",
    );
    expect(screen.queryByRole("button", { name: "Save my new password" })).toBeNull();
  });
});

describe("ChangePasswordForm", () => {
  async function submit(answer: Parameters<typeof mockApi>[0]["POST /api/auth/password/change"]) {
    const { api, calls } = mockApi({ "POST /api/auth/password/change": answer });
    await renderWithProviders(<ChangePasswordForm />, { api });
    fireEvent.change(screen.getByLabelText("Current password"), { target: { value: "the old one" } });
    fireEvent.change(screen.getByLabelText("New password"), { target: { value: "the new one!" } });
    fireEvent.click(screen.getByRole("button", { name: "Change my password" }));
    return calls;
  }

  it("sends both passwords and says the other sessions are signed out", async () => {
    const calls = await submit(() => ok({}));
    expect((await screen.findByTestId("change-password-done")).textContent).toBe(
      "Your password has changed. Your other sessions are signed out.",
    );
    expect(calls.map((call) => call.body)).toEqual([
      { currentPassword: "the old one", password: "the new one!" },
    ]);
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });

  it("marks the current password wrong", async () => {
    await submit(() => fail(403, "WRONG_PASSWORD", "Wrong password"));
    const error = await screen.findByRole("alert");
    expect(error.textContent).toBe("Wrong password.");
    expect(screen.getByLabelText("Current password").getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the limit's message after too many wrong passwords", async () => {
    await submit(() => fail(429, "RATE_LIMITED", "Too many attempts, try again later"));
    expect(await screen.findByText("Too many attempts. Wait a moment, then try again.")).toBeTruthy();
  });
});

describe("ChangeEmailForm", () => {
  it("shows the current address, asks for the new one with the password, and says where the link went", async () => {
    const { api, calls } = mockApi({
      "POST /api/auth/email/change": () => ok({ email: "new@example.org" }, 202),
    });
    await renderWithProviders(<ChangeEmailForm email="sam@example.org" />, { api });
    expect(screen.getByText("Current email: sam@example.org")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("New email"), { target: { value: " New@Example.org " } });
    fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "my password" } });
    fireEvent.click(screen.getByRole("button", { name: "Send a confirmation link" }));
    expect((await screen.findByTestId("change-email-sent")).textContent).toBe(
      "We sent a link to new@example.org. Your email changes once you open it: it works for 24 hours.",
    );
    expect(calls.map((call) => call.body)).toEqual([{ email: "New@Example.org", password: "my password" }]);
  });
});
