import { HEAD_ELEMENTS, HEAD_NOSCRIPT_ELEMENTS } from "./head-rules";

/** Where HTML's tree builder is, as far as the head is concerned (its insertion modes, simplified). */
type Mode = "before-head" | "in-head" | "after-head" | "in-body";

/**
 * The head as an HTML parser builds it, from start tags, end tags and text in document order:
 * which element goes into the head, where the head ended and whether early, and, after an early
 * end, whether the author's head was still going (its elements are then lost from the head). Only
 * the insertion mode is kept, never a stack, so a document of unclosed elements costs nothing more.
 */
export class HeadBuilder {
  headCount = 0;
  bodyCount = 0;
  #mode: Mode = "before-head";
  #noscriptInHead = false;
  #endedBy: string | null = null;
  #losing = false;
  #authorEndedHead = false;

  /** Between the element that ended the head early and the author's `</head>` or `<body>`. */
  get losing(): boolean {
    return this.#losing;
  }

  /** Whether the head is over: text and elements now are the body's. */
  get inBody(): boolean {
    return this.#mode === "in-body";
  }

  /** A start tag: moves the mode, and says whether the element goes into the head. */
  start(name: string): boolean {
    if (name === "html") return false;
    if (name === "head") {
      this.headCount++;
      if (this.#mode !== "before-head") return false;
      this.#mode = "in-head";
      return true;
    }
    if (name === "body") {
      this.#startBody();
      return false;
    }
    switch (this.#mode) {
      case "before-head":
        // A head element before any <head> opens the head without one, as HTML allows.
        this.#mode = HEAD_ELEMENTS.has(name) ? "in-head" : "in-body";
        return this.#mode === "in-head" && this.start(name);
      case "in-head":
        if (this.#noscriptInHead) {
          if (HEAD_NOSCRIPT_ELEMENTS.has(name)) return true;
          this.#endEarly(name);
          return false;
        }
        if (name === "noscript") this.#noscriptInHead = true;
        if (HEAD_ELEMENTS.has(name)) return true;
        this.#endEarly(name);
        return false;
      case "after-head":
        // HTML puts a head element met between `</head>` and the body back into the head.
        if (HEAD_ELEMENTS.has(name) && name !== "noscript") return true;
        this.#mode = "in-body";
        return false;
      case "in-body":
        return false;
    }
  }

  /** An end tag outside raw text, template and foreign content. */
  end(name: string): void {
    if (name === "noscript") this.#noscriptInHead = false;
    else if (name === "head" || name === "body" || name === "html" || name === "br") {
      if (this.#mode === "in-head") {
        this.#mode = "after-head";
        this.#noscriptInHead = false;
      } else if (name === "head" && this.#losing) {
        this.#losing = false;
        this.#authorEndedHead = true;
      }
    }
  }

  /** Text outside raw-text elements: anything but white space ends a head, or begins the body. */
  text(): void {
    if (this.#mode === "in-head") this.#endEarly("#text");
    else this.#mode = "in-body";
  }

  /**
   * The element ("img", or "#text") that ended the head early: only when something the author put
   * in the head came after it (`lost` head elements, a `</head>`, a `<body>`); otherwise the body
   * simply began without those tags, which HTML allows. Null when the head did not end early.
   */
  endedEarlyBy(lost: number): string | null {
    return lost > 0 || this.#authorEndedHead ? this.#endedBy : null;
  }

  #endEarly(by: string): void {
    this.#noscriptInHead = false;
    this.#mode = "in-body";
    if (this.#endedBy === null) {
      this.#endedBy = by;
      this.#losing = true;
    }
  }

  #startBody(): void {
    this.bodyCount++;
    this.#mode = "in-body";
    this.#noscriptInHead = false;
    if (this.#losing) {
      this.#losing = false;
      this.#authorEndedHead = true;
    }
  }
}
