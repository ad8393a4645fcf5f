// expect: SAFE
// state-space: finite
// Source: a POSIX barrier (pthread_barrier_t) separating two rounds of three threads: in round
// k each thread writes data[tid] = 10 * k + tid, waits, and checks all entries; the barrier
// is initialised for 3 threads.
// Why safe: nobody passes a round's barrier before all three wrote their entry for that round,
// and nobody writes the next round's entry before all three passed (the second barrier);
// exactly one thread per round gets PTHREAD_BARRIER_SERIAL_THREAD. Terminates -> finite.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
typedef union { char __size[32]; long __align; } pthread_barrier_t;
extern int pthread_barrier_init(pthread_barrier_t *b, const void *attr, unsigned count);
extern int pthread_barrier_wait(pthread_barrier_t *b);
pthread_barrier_t b;
pthread_mutex_t m;
int data[3];
int serial;

void *worker(void *arg) {
  int tid = (int)(long)arg;
  int k, j;
  for (k = 1; k <= 2; k++) {
    data[tid] = 10 * k + tid;
    if (pthread_barrier_wait(&b) == -1) {
      pthread_mutex_lock(&m);
      serial = serial + 1;
      pthread_mutex_unlock(&m);
    }
    for (j = 0; j < 3; j++) __VERIFIER_assert(data[j] == 10 * k + j);
    pthread_barrier_wait(&b);
  }
  return 0;
}

int main(void) {
  pthread_t t[3];
  int i;
  pthread_barrier_init(&b, 0, 3);
  for (i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, (void *)(long)i);
  for (i = 0; i < 3; i++) pthread_join(t[i], 0);
  __VERIFIER_assert(serial == 2);
  return 0;
}
