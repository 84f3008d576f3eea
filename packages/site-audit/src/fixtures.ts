/** Test and bench inputs that other packages share: the hostile text shapes the facts are tested on. */
export { HOSTILE_TEXT_SHAPES } from "./analysis/hostile-text.fixture";
