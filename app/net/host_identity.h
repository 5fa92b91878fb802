#pragma once
// The host's own TLS key and certificate (#33): made on first use with OpenSSL (an EC P-256
// key, a self-signed certificate) and kept 0600 in one PEM file beside the game, so that the
// host shows the same certificate every time it serves that game. No authority vouches for
// it: a seat trusts the host because the host proves it holds the seat's join code over this
// very certificate (adc/join_proof.h).
#include <QSslCertificate>
#include <QSslKey>
#include <QString>

namespace adcnet {

struct HostIdentity {
    QSslCertificate certificate;
    QSslKey key;
    // SHA-256 of the certificate's DER, as lower-case hex: what the join proof names.
    QString fingerprint() const;

    // The identity kept at `pemPath`, or a new one made and kept there now. Throws
    // std::runtime_error saying what is wrong with which file (nothing is overwritten: a
    // file that is there and damaged is left as it is).
    static HostIdentity keptAt(const QString& pemPath);
    // Where a game's host keeps it: beside the game file.
    static QString pathFor(const QString& gamePath);
};

// The fingerprint a join proof names, of any certificate.
QString fingerprintOf(const QSslCertificate& certificate);

} // namespace adcnet
