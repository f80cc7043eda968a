/* A note table in suffix mode is refused, naming :linkorder: its
   per-function output sections hide the notes from consumers that look
   them up by name (libbpf, gdb, bpftrace for .note.stapsdt).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sectsubst-tables=__ex_table,.note.stapsdt" } */
/* { dg-error "'tables=__ex_table,.note.stapsdt': '.note.stapsdt': a note table's pieces must be linkorder \\(<name>:linkorder\\)" "" { target *-*-* } 0 } */
void f(void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
