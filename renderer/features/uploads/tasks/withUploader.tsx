import type { Decorator } from "@storybook/react-vite";
import { fakeUploader } from "../uploadFixtures";
import { UploaderProvider } from "../UploaderContext";

/** Stories of the picture tasks: the uploader of `parameters.uploader`, else one that succeeds. */
export const withUploader: Decorator = (Story, { parameters }) => (
  <UploaderProvider uploader={(parameters.uploader as ReturnType<typeof fakeUploader>) ?? fakeUploader()}>
    <Story />
  </UploaderProvider>
);
