import { z } from "zod";

export const generateLLMsTextParamsSchema = z.object({
  maxUrls: z.number().int().min(1).max(100).optional(),
  showFullText: z.boolean().optional(),
  cache: z.boolean().optional(),
  __experimental_stream: z.boolean().optional(),
});

export type GenerateLLMsTextParams = z.input<typeof generateLLMsTextParamsSchema>;

export interface GenerateLLMsTextResponse {
  success: boolean;
  id: string;
}

export const llmsTextStatusSchema = z.looseObject({
  success: z.boolean().optional(),
  status: z.string(),
  error: z.string().optional(),
  data: z
    .looseObject({ llmstxt: z.string().optional(), llmsfulltxt: z.string().optional() })
    .optional(),
  expiresAt: z.string().optional(),
});

export interface GenerateLLMsTextStatusResponse {
  success: boolean;
  data: { llmstxt: string; llmsfulltxt?: string };
  status: "processing" | "completed" | "failed";
  error?: string;
  expiresAt: string;
}
