/* { dg-do compile } */
/* { dg-options "-fplugin-arg-sectsubst-refs=maybe" } */
/* { dg-error "invalid option '-fplugin-arg-sectsubst-refs=maybe'; valid options are" "" { target *-*-* } 0 } */
void f(void) { }
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
