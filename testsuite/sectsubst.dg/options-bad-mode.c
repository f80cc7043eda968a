/* A table's mode must be one of suffix, unique and linkorder.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sectsubst-tables=__ex_table:keep" } */
/* { dg-error "'__ex_table:keep': the mode after ':' must be suffix, unique or linkorder" "" { target *-*-* } 0 } */
void f(void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
