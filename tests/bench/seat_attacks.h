#pragma once
// The attacks of issue #33 on a host, each run by a program of its own on this machine (a
// thread with its own event loop here), while a real seat plays: a connection that sends
// pings and never reads, connections declaring 1 GiB frames, 200 TCP connections that never
// shake hands, 200 WebSocket connections that never join, and a seat with a right code
// joining again and again (each join answered with the log). bench_seats measures the real
// seat's round trips and this process's resident memory while one of them runs.
#include <QObject>
#include <QString>
#include <QThread>

#include <atomic>
#include <memory>

namespace adc::bench {

enum class Attack { PingFlood, BigFrames, HalfOpen, ManyConnections, JoinFlood };
const char* attackName(Attack a);

class Attacker {
  public:
    // Starts `attack` on the host at 127.0.0.1:`port` (TLS); `code`: a right join code, for
    // the join flood.
    Attacker(Attack attack, quint16 port, QString code);
    ~Attacker(); // stops it
    // The largest resident memory of this process seen while it ran, in MiB.
    double peakRssMiB() const { return peakKiB_.load() / 1024.0; }

  private:
    QThread thread_;
    std::unique_ptr<QObject> inThread_;
    std::atomic<long> peakKiB_{0};
};

// This process's resident memory now, in KiB (/proc/self/status, VmRSS).
long residentKiB();

} // namespace adc::bench
