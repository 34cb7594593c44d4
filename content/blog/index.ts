import type { BlogPostSeed } from "../types";
import { post as post01 } from "./post-01";
import { post as post02 } from "./post-02";
import { post as post03 } from "./post-03";
import { post as post04 } from "./post-04";
import { post as post05 } from "./post-05";
import { post as post06 } from "./post-06";
import { post as post07 } from "./post-07";
import { post as post08 } from "./post-08";
import { post as post09 } from "./post-09";
import { post as post10 } from "./post-10";
import { post as post11 } from "./post-11";
import { post as post12 } from "./post-12";
import { post as post13 } from "./post-13";

export const blogPosts: BlogPostSeed[] = [
  post01,
  post02,
  post03,
  post04,
  post05,
  post06,
  post07,
  post08,
  post09,
  post10,
  post11,
  post12,
  post13,
];
