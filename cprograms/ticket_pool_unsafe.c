// expect: UNSAFE
// state-space: beyond-thread-bound
// Source: issue 17, thread-bound deepening (docs/decisions.md D52): ticket_pool.c with one
// ticket too few (an off-by-one in the dispenser's initial count).
// Bug: six workers, five tickets: whichever worker comes sixth finds the dispenser empty and
// reaches reach_error(), in every interleaving. The error needs all six workers of the
// `while` loop's thread pool to run: with the default --thread-bound 3 the fourth to sixth
// are dormant (never scheduled, D44), so no run at bound 3 reaches it and the answer there is
// UNKNOWN (thread bound); at --thread-bound 6 every run does (verify deepens 3 -> 6).
// Terminates, no inputs -> finite.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
int tickets = 5;
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
