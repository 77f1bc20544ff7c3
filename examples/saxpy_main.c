/* A C program that calls the host function gpuc compile makes of examples/saxpy_launch.mlir. MLIR passes each
 * memref as its descriptor's fields: allocated and aligned pointers, offset, size and stride (1-D). */
#include <stdint.h>
#include <stdio.h>

void saxpy_and_sum(float a, float *x, float *xa, int64_t xo, int64_t xn, int64_t xs, float *y, float *ya, int64_t yo,
                   int64_t yn, int64_t ys, float *out, float *outa, int64_t oo, int64_t on, int64_t os, int64_t n);

int main(void) {
  enum { N = 1000 };
  static float x[N], y[N], out[1];
  for (int i = 0; i < N; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  saxpy_and_sum(2.0f, x, x, 0, N, 1, y, y, 0, N, 1, out, out, 0, 1, 1, N);
  printf("y[10] = %g, sum of the first 256 = %g\n", y[10], out[0]);
  return 0;
}
