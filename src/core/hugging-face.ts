/** Mixture-of-experts instruct model served by Inference Providers; see docs/decisions/002-default-model.md. */
export const DEFAULT_MODEL = "meta-llama/Llama-4-Scout-17B-16E-Instruct";
/** The router's OpenAI-compatible base URL. */
export const HF_ROUTER_URL = "https://router.huggingface.co/v1";
