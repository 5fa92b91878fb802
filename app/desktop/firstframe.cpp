#include "firstframe.h"

#include <QCoreApplication>
#include <QQuickWindow>

#include <chrono>
#include <cstdio>

void quitAtFirstFrame(QQuickWindow* window, std::function<std::string()> said) {
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [said = std::move(said)] {
            const auto now = std::chrono::system_clock::now().time_since_epoch();
            std::printf("first frame %lld\n",
                        static_cast<long long>(
                            std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()));
            if (said) std::printf("%s\n", said().c_str());
            std::fflush(stdout);
            QCoreApplication::exit(0);
        },
        Qt::SingleShotConnection);
}
