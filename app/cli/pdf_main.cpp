// `adc export format=pdf`: the PDF writer of the app (app/print), with a QGuiApplication made
// only when a PDF is written (offscreen when there is no display).
#include "export_command.h"
#include "export_pdf.h"

#include <QGuiApplication>
#include <QtGlobal>

#include <cstdlib>
#include <memory>

namespace {

struct RegisterPdf {
    RegisterPdf() {
        adc::cli::setPdfWriter([](const adc::ExportDocument& d, const std::string& path,
                                  const std::string& page) {
            // Lives only while the PDF is written (fonts and painting need it).
            std::unique_ptr<QGuiApplication> app;
            if (!QGuiApplication::instance()) {
                if (!std::getenv("QT_QPA_PLATFORM") && !std::getenv("DISPLAY") &&
                    !std::getenv("WAYLAND_DISPLAY"))
                    ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
                static int argc = 1;
                static char name[] = "adc";
                static char* argv[] = {name, nullptr};
                // adc speaks JSON on stdout and refusals on stderr: Qt's own notes (no
                // runtime folder, fonts) are not for the reader.
                qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString&) {});
                app = std::make_unique<QGuiApplication>(argc, argv);
            }
            const auto size = adcqt::exportPageSizeNamed(page);
            return static_cast<int>(
                adcqt::writeExportPdf(d, QString::fromStdString(path), size.value_or(QPageSize::A4))
                    .size());
        });
    }
};

const RegisterPdf registerPdf;

} // namespace
