import {
  BookOpenCheck,
  Clock,
  GraduationCap,
  MonitorPlay,
  Route,
  Sparkles,
  Star,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { FeatureIconName } from "~/lib/content-types";

// Only the icons the cards name are bundled (importing all of lucide would cost ~100 KB).
const ICONS: Record<FeatureIconName, LucideIcon> = {
  BookOpenCheck,
  Clock,
  GraduationCap,
  MonitorPlay,
  Route,
  Sparkles,
  Users,
};

/** A card's icon on its gradient tile. */
export function FeatureIcon({ name, gradient }: { name: string; gradient: [string, string] }) {
  const Icon = Object.hasOwn(ICONS, name) ? ICONS[name as FeatureIconName] : Star;
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-14 w-14 items-center justify-center rounded-2xl shadow-md"
      style={{ backgroundImage: `linear-gradient(135deg, ${gradient[0]}, ${gradient[1]})` }}
    >
      <Icon className="h-7 w-7 text-white drop-shadow" />
    </span>
  );
}
