/* ... and so is one in unique mode, given by naming= as the default.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sectsubst-tables=.note.x -fplugin-arg-sectsubst-naming=unique" } */
/* { dg-error "'.note.x': a note table's pieces must be linkorder" "" { target *-*-* } 0 } */
void f(void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
