// Defined in both units: each object has a COMDAT copy, with its entries
// and fixups in the copy's group; the link keeps one.
#include "uextable.h"

inline __attribute__((noinline, noclone)) int put_two(int *p, int v)
{
	int err = UPUT(p, v);

	return err | UPUT(p + 1, v + 1);
}

template <typename T> __attribute__((noinline, noclone)) int get_one(T *v, const T *p)
{
	return UGET(*v, p);
}

int b_put(int *p, int v);
int b_get(long *v, const long *p);
