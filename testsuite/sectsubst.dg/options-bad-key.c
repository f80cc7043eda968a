/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sectsubst-tabels=x" } */
/* { dg-error "invalid option '-fplugin-arg-sectsubst-tabels=x'; valid options are: tables=NAME\\\[:suffix\\|:unique\\|:linkorder\\\],\\.\\.\\., refs=yes\\|no, naming=suffix\\|unique\\|linkorder, diagnostics=warning\\|note\\|none, report=FILE, verbose, disable" "" { target *-*-* } 0 } */
void f(void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
