// expect: UNSAFE
// state-space: finite
// Source: the scanf family; the mistake of trusting that a read value was stored. main reads n
// with scanf("%d", &n) without checking the result, while a worker asserts n > 0 whenever it sees
// an n other than 1. Bug: the conversion succeeds (r == 1) with an input n <= 0, e.g. 0 or -2, and
// the worker reads n after the store; with r == 0 or EOF n keeps 1, and a worker that reads n
// before the store sees 1, so both need the right input and the right interleaving.
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int __isoc99_scanf(const char *format, ...);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int n = 1;

void *worker(void *arg) {
  int m = n;
  if (m != 1) __VERIFIER_assert(m > 0);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  __isoc99_scanf("%d", &n);
  pthread_join(t, 0);
  return 0;
}
