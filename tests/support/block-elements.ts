/** Elements that start a new line of text in a page; the others run on within their line. */
export const BLOCK_ELEMENTS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE BR BUTTON CAPTION DD DETAILS DIALOG DIV DL DT FIGCAPTION FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER LABEL LI MAIN NAV OL P SECTION SUMMARY TABLE TD TH TR UL'.split(
    ' ',
  ),
)
