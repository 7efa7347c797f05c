/* Drives the tree-sitter runtime with its C grammar (scripts/real-programs.sh): parses
 * each file named on the command line, walks the tree (node counts, depth, a hash of
 * types and spans), re-parses after an incremental edit, and runs a query. Output is
 * deterministic, so builds by different code generators must print the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tree_sitter/api.h"
const TSLanguage *tree_sitter_c(void);
static char *slurp(const char *p, long *n) {
  FILE *f = fopen(p, "rb"); if (!f) { perror(p); exit(2); }
  fseek(f, 0, SEEK_END); *n = ftell(f); fseek(f, 0, SEEK_SET);
  char *b = malloc(*n + 1); if (fread(b, 1, *n, f) != (size_t)*n) exit(3); b[*n] = 0; fclose(f); return b;
}
static unsigned long h = 5381;
static void walk(TSNode n, int depth, unsigned counts[4]) {
  const char *t = ts_node_type(n);
  for (const char *c = t; *c; c++) h = h * 33 + (unsigned char)*c;
  h = h * 33 + ts_node_start_byte(n) + 7 * ts_node_end_byte(n) + depth;
  counts[0]++; if (ts_node_is_named(n)) counts[1]++; if (ts_node_has_error(n)) counts[2]++; if (depth > (int)counts[3]) counts[3] = depth;
  uint32_t k = ts_node_child_count(n);
  for (uint32_t i = 0; i < k; i++) walk(ts_node_child(n, i), depth + 1, counts);
}
int main(int argc, char **argv) {
  TSParser *p = ts_parser_new();
  ts_parser_set_language(p, tree_sitter_c());
  for (int a = 1; a < argc; a++) {
    long n; char *src = slurp(argv[a], &n);
    TSTree *t = ts_parser_parse_string(p, NULL, src, (uint32_t)n);
    TSNode root = ts_tree_root_node(t);
    unsigned counts[4] = {0};
    walk(root, 0, counts);
    char *s = ts_node_string(ts_node_child(root, 0));
    printf("%s: nodes %u named %u errors %u depth %u hash %lx first %.60s\n", argv[a], counts[0], counts[1], counts[2], counts[3], h, s);
    free(s);
    /* an incremental edit: delete the first 10 bytes and reparse */
    TSInputEdit e = { 0, 10, 0, {0,0}, {0,10}, {0,0} };
    ts_tree_edit(t, &e);
    TSTree *t2 = ts_parser_parse_string(p, t, src + 10, (uint32_t)(n - 10));
    unsigned c2[4] = {0}; walk(ts_tree_root_node(t2), 0, c2);
    printf("  after edit: nodes %u errors %u\n", c2[0], c2[2]);
    const char *qs = "(function_definition declarator: (function_declarator declarator: (identifier) @name))";
    uint32_t off; TSQueryError qe;
    TSQuery *q = ts_query_new(tree_sitter_c(), qs, strlen(qs), &off, &qe);
    TSQueryCursor *qc = ts_query_cursor_new(); ts_query_cursor_exec(qc, q, ts_tree_root_node(t2));
    TSQueryMatch m; unsigned nm = 0; unsigned long qh = 0;
    while (ts_query_cursor_next_match(qc, &m)) { nm++; qh = qh * 31 + ts_node_start_byte(m.captures[0].node); }
    printf("  functions %u qhash %lx\n", nm, qh);
    ts_query_cursor_delete(qc); ts_query_delete(q);
    ts_tree_delete(t2); ts_tree_delete(t); free(src);
  }
  ts_parser_delete(p);
  return 0;
}
