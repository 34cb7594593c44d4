/** Brand and contact values, from the server's configuration (never hard-coded in components). */
export interface SiteConfig {
  name: string;
  email: string;
  phone: string;
  foundedYear: number;
  url: string;
  social: { label: string; href: string }[];
}
