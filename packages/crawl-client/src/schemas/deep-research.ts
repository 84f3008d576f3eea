import { z } from "zod";
import { llmOptionsSchema } from "./common.js";
import type { LLMOptions } from "./common.js";

export const deepResearchParamsSchema = z.object({
  maxDepth: z.number().int().min(1).max(10).optional(),
  timeLimit: z.number().int().min(30).max(300).optional(),
  maxUrls: z.number().int().min(1).max(1000).optional(),
  analysisPrompt: z.string().optional(),
  systemPrompt: z.string().optional(),
  formats: z.array(z.enum(["markdown", "json"])).optional(),
  jsonOptions: llmOptionsSchema.optional(),
});

export type DeepResearchParams = Omit<z.input<typeof deepResearchParamsSchema>, "jsonOptions"> & {
  jsonOptions?: LLMOptions;
};

export interface DeepResearchActivity {
  type: string;
  status: string;
  message: string;
  timestamp: string;
  depth: number;
}

export interface DeepResearchSource {
  url: string;
  title?: string;
  description?: string;
  favicon?: string;
}

export const deepResearchStatusSchema = z.looseObject({
  success: z.boolean().optional(),
  status: z.string(),
  error: z.string().optional(),
  data: z
    .looseObject({
      finalAnalysis: z.string().optional(),
      activities: z.array(z.looseObject({})).optional(),
      sources: z.array(z.looseObject({})).optional(),
    })
    .optional(),
  activities: z.array(z.looseObject({})).optional(),
  sources: z.array(z.looseObject({})).optional(),
});

export interface DeepResearchStatusResponse {
  success: boolean;
  data: {
    finalAnalysis: string;
    json?: unknown;
    activities: DeepResearchActivity[];
    sources: DeepResearchSource[];
  };
  status: "processing" | "completed" | "failed";
  error?: string;
  expiresAt: string;
  currentDepth: number;
  maxDepth: number;
  activities: DeepResearchActivity[];
  sources: DeepResearchSource[];
  summaries: string[];
}

export interface DeepResearchResponse {
  success: boolean;
  id: string;
}
