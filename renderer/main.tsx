import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { ApiProvider } from "./api/ApiContext";
import { createApiClient } from "./api/client";
import { createQueryClient } from "./api/createQueryClient";
import { AppI18n } from "./i18n/AppI18n";
import { meKey } from "./me/queries";
import { createAppRouter } from "./router/createAppRouter";
import "./styles/base.css";

const api = createApiClient();
const queryClient = createQueryClient({
  onSessionLost: () => {
    // The session expired under a patient page: forget the user, and the route guard sends
    // them to sign in with this page as nextPage.
    if (queryClient.getQueryData(meKey) === null) return;
    queryClient.setQueryData(meKey, null);
    void router.invalidate();
  },
});
const router = createAppRouter({ queryClient, api });

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <JotaiProvider>
          <AppI18n>
            <RouterProvider router={router} />
          </AppI18n>
        </JotaiProvider>
      </ApiProvider>
    </QueryClientProvider>
  </StrictMode>,
);
