import { z } from "zod";

export const mapParamsSchema = z.object({
  search: z.string().optional(),
  ignoreSitemap: z.boolean().optional(),
  includeSubdomains: z.boolean().optional(),
  sitemapOnly: z.boolean().optional(),
  limit: z.number().int().min(1).max(30_000).optional(),
  timeout: z.number().int().positive().optional(),
  useIndex: z.boolean().optional(),
  location: z
    .object({ country: z.string().optional(), languages: z.array(z.string()).optional() })
    .optional(),
});

export type MapParams = z.input<typeof mapParamsSchema>;

export const mapAnswerSchema = z.looseObject({
  success: z.boolean().optional(),
  links: z.array(z.string()).optional(),
});

export interface MapResponse {
  success: true;
  links?: string[];
  error?: string;
}
