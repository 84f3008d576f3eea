import {
  Camera,
  FlaskConical,
  Globe,
  Heart,
  Leaf,
  Package,
  Rabbit,
  ScanFace,
  ShoppingBag,
  Smile,
  Sparkles,
  Star,
  Users,
} from "lucide-react";
import type { Feature, Illustration, ProcessStepItem, StatItem } from "./types";

export const cosmeticsStats = [
  { value: "50+", label: "Products", icon: Package },
  { value: "15+", label: "Countries", icon: Globe },
  { value: "100K+", label: "Customers", icon: Users },
  { value: "98%", label: "Satisfaction", icon: Star },
] satisfies StatItem[];

export interface Product {
  name: string;
  category: string;
  description: string;
  image: Illustration;
}

function productImage(file: string, alt: string): Illustration {
  return { src: `/images/products/${file}.svg`, alt, width: 600, height: 600 };
}

export const products = [
  {
    name: "Radiance Vitamin C Serum",
    category: "Skincare",
    description: "A lightweight serum with 15% vitamin C that brightens and evens skin tone.",
    image: productImage(
      "radiance-vitamin-c-serum",
      "Amber dropper bottle of Radiance Vitamin C Serum",
    ),
  },
  {
    name: "Velvet Matte Lip Color",
    category: "Color Cosmetics",
    description: "A long-wearing matte lipstick in twelve shades, enriched with shea butter.",
    image: productImage(
      "velvet-matte-lip-color",
      "Gold and black lipstick tube in a deep rose shade",
    ),
  },
  {
    name: "Silk Repair Hair Oil",
    category: "Hair Care",
    description: "Argan and camellia oils that smooth frizz and protect against heat styling.",
    image: productImage("silk-repair-hair-oil", "Golden bottle of Silk Repair Hair Oil"),
  },
  {
    name: "Desert Bloom Eau de Parfum",
    category: "Fragrance",
    description: "Notes of night-blooming jasmine, sage and warm amber.",
    image: productImage(
      "desert-bloom-eau-de-parfum",
      "Lilac glass perfume bottle of Desert Bloom Eau de Parfum",
    ),
  },
] satisfies Product[];

/** The three steps of the Indago Scan skin analysis. */
export const scanSteps = [
  {
    title: "Scan",
    description:
      "A five-minute scan at a partner counter or on your phone camera maps hydration, tone and texture.",
    icon: Camera,
  },
  {
    title: "Analyze",
    description: "Our skin specialists read your results and identify what your skin needs most.",
    icon: ScanFace,
  },
  {
    title: "Personalize",
    description:
      "You receive a routine of Indago products chosen for your skin, adjusted as it changes.",
    icon: Sparkles,
  },
] satisfies ProcessStepItem[];

export const cosmeticsFeatures = [
  {
    title: "Clean Formulas",
    description: "No parabens, sulfates or synthetic dyes in any product we make.",
    icon: Leaf,
  },
  {
    title: "Cruelty-Free",
    description: "Never tested on animals, at any stage, in any country.",
    icon: Rabbit,
  },
  {
    title: "Dermatologist Tested",
    description: "Every formula is tested for sensitive skin before it reaches a shelf.",
    icon: FlaskConical,
  },
  {
    title: "Made for Every Skin",
    description: "Shades and formulas developed across all skin tones and types.",
    icon: Heart,
  },
] satisfies Feature[];

export const productCategories = [
  {
    title: "Skincare",
    description: "Cleansers, serums, moisturizers and sun care.",
    icon: Smile,
  },
  {
    title: "Color Cosmetics",
    description: "Foundations, lip colors, eye palettes and blush.",
    icon: Sparkles,
  },
  {
    title: "Hair Care",
    description: "Shampoos, conditioners, oils and styling treatments.",
    icon: Leaf,
  },
  {
    title: "Fragrance",
    description: "Eaux de parfum, body mists and scented oils.",
    icon: ShoppingBag,
  },
] satisfies Feature[];
