// expect: SAFE
// state-space: beyond-thread-bound
// Source: issue 17, thread-bound deepening (docs/decisions.md D52). main starts six workers
// in a `while` loop (a thread pool: only `for` loops with constant bounds are unrolled, D16),
// and each worker takes one of six tickets under a mutex; main joins all six and checks that
// no ticket is left.
// Why safe: every worker decrements `tickets` once under the mutex, so the six workers take
// the six tickets in some order, none finds the dispenser empty, and after the joins
// tickets == 0. Terminates, no inputs -> finite. But with --thread-bound below 6 the workers
// beyond the bound are dormant (never scheduled, D44): main's join of one blocks, and such
// runs prove nothing, so the answer there is UNKNOWN (thread bound). With --thread-bound 6
// (verify deepens 3 -> 6 after its explicit budget) no run creates a thread beyond the bound
// and the complete search is a proof: SAFE.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
int tickets = 6;
pthread_mutex_t m;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int left = tickets;
  if (left == 0) reach_error();
  tickets = left - 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[6] = {0};
  int i = 0;
  while (i < 6) {
    pthread_create(&t[i], 0, worker, 0);
    i = i + 1;
  }
  for (int j = 0; j < 6; j++) {
    pthread_join(t[j], 0);
  }
  if (tickets != 0) reach_error();
  return 0;
}
