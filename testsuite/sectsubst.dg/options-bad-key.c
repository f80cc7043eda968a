/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sectsubst-tabels=x" } */
/* { dg-error "invalid option '-fplugin-arg-sectsubst-tabels=x'; valid options are: tables=LIST, refs=yes\\|no, naming=suffix\\|unique, diagnostics=warning\\|note, report=FILE, verbose, disable" "" { target *-*-* } 0 } */
void f(void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
