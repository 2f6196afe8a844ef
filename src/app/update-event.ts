/** Fired on window when a new version of the page is installed and waiting; `detail` reloads into it. */
export const UPDATE_READY_EVENT = "ai-chef:update-ready";
