// expect: SAFE
// state-space: finite
// Source: issue 17 §4, recursion bounded by the program (D63): calls are inlined while the function
// has fewer than --recursion-bound (32) unfinished activations; constant arguments unfold exactly.
// Why safe: fact(5) = 120, fib(8) = 21, even/odd by mutual recursion; the workers add sum(2) = 3
// and sum(1) = 1 (depths from their arguments, not constants for the lowering) under the lock,
// so x == 4. Terminates -> finite.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[40]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
pthread_mutex_t m;
int x;
int depths[2] = {2, 1};

int fact(int n) { if (n <= 1) return 1; return n * fact(n - 1); }
int fib(int n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
int even(int n);
int odd(int n) { return n == 0 ? 0 : even(n - 1); }
int even(int n) { return n == 0 ? 1 : odd(n - 1); }
int sum(int n) { return n == 0 ? 0 : n + sum(n - 1); }

void *worker(void *arg) {
  int k = *(int *) arg; /* a run-time depth: sum is inlined down to the bound */
  pthread_mutex_lock(&m);
  x = x + sum(k);
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  if (fact(5) != 120 || fib(8) != 21) reach_error();
  if (!even(6) || odd(6) || !odd(3)) reach_error();
  pthread_create(&t1, 0, worker, &depths[0]);
  pthread_create(&t2, 0, worker, &depths[1]);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (x != 4) reach_error();
  return 0;
}
