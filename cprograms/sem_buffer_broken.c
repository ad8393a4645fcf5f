// expect: UNSAFE
// state-space: finite
// Source: the classic bounded buffer with two counting semaphores (Dijkstra; POSIX sem_t):
// one producer puts 1, 2, 3 into a two-slot ring, one consumer takes three items and
// checks their order. empty starts at 2, full at 1.
// Why unsafe: full starts at 1 although the buffer is empty, so the consumer can take slot 0
// before the producer wrote it and read 0 instead of 1.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
typedef union { char __size[32]; long __align; } sem_t;
extern int sem_init(sem_t *s, int pshared, unsigned value);
extern int sem_wait(sem_t *s);
extern int sem_post(sem_t *s);
sem_t empty, full;
int buf[2];

void *producer(void *arg) {
  int i;
  for (i = 1; i <= 3; i++) {
    sem_wait(&empty);
    buf[i % 2] = i;
    sem_post(&full);
  }
  return 0;
}

void *consumer(void *arg) {
  int i, v;
  for (i = 1; i <= 3; i++) {
    sem_wait(&full);
    v = buf[i % 2];
    __VERIFIER_assert(v == i);
    sem_post(&empty);
  }
  return 0;
}

int main(void) {
  pthread_t p, c;
  sem_init(&empty, 0, 2);
  sem_init(&full, 0, 1);
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
