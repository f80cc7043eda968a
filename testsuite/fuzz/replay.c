// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Replays fuzzer inputs without libFuzzer, so that `make check` can run the
 * committed corpus with any compiler: replay FILE...  With SS_FUZZ_GAS set,
 * it says how many inputs GNU as was compared on.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern unsigned long ss_fuzz_gas_compared;

int main(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		uint8_t *buf;
		long n;

		if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 ||
		    fseek(f, 0, SEEK_SET)) {
			perror(argv[i]);
			return 2;
		}
		buf = malloc(n ? (size_t)n : 1);
		if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
			perror(argv[i]);
			return 2;
		}
		fclose(f);
		LLVMFuzzerTestOneInput(buf, (size_t)n);
		free(buf);
	}
	printf("replayed %d inputs\n", argc - 1);
	if (getenv("SS_FUZZ_GAS"))
		printf("gas compared %lu inputs\n", ss_fuzz_gas_compared);
	return 0;
}
