import type { BoardLogoSeed } from "./types";

export const boardLogos: BoardLogoSeed[] = [
  {
    id: "b1",
    position: 1,
    name: "CBSE",
    fullName: "Central Board of Secondary Education",
  },
  {
    id: "b2",
    position: 2,
    name: "ICSE",
    fullName: "Indian Certificate of Secondary Education",
  },
  {
    id: "b3",
    position: 3,
    name: "IGCSE",
    fullName: "International General Certificate of Secondary Education",
  },
  {
    id: "b4",
    position: 4,
    name: "IB",
    fullName: "International Baccalaureate",
  },
  {
    id: "b5",
    position: 5,
    name: "State Boards",
    fullName: "Indian State Boards of School Education",
  },
  {
    id: "b6",
    position: 6,
    name: "A Level",
    fullName: "Cambridge International AS & A Level",
  },
];
