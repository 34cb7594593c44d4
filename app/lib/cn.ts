import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB on every page): components
 * offer variants instead of letting callers override a conflicting utility.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
