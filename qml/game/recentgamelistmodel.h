#pragma once
// The games opened lately, most recent first (at most `capacity`, each file once), and the
// last one, kept in the user's settings (QSettings: ~/.config/Aide-de-Camp/Aide-de-Camp.conf)
// so that the app reopens it at start and the game file panel offers the others. Follows
// `game`: every game opened or made goes to the top. A file no longer there is dropped from
// the list with a note saying so, never an error. The game file itself is never touched.
#include <QAbstractListModel>
#include <QPointer>
#include <QQmlParserStatus>
#include <QString>
#include <QtQml/qqmlregistration.h>

class OpenGame;

class RecentGameListModel : public QAbstractListModel, public QQmlParserStatus {
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ELEMENT
    Q_PROPERTY(OpenGame* game READ game WRITE setGame NOTIFY gameChanged)
    // Where the list is kept: "" for the app's own settings; a file for tests.
    Q_PROPERTY(QString settingsFile READ settingsFile WRITE setSettingsFile NOTIFY listChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY listChanged)
    Q_PROPERTY(QString lastGame READ lastGame NOTIFY listChanged) // "" when none
    Q_PROPERTY(QString note READ note NOTIFY noteChanged)         // files dropped because not found

  public:
    enum Role { PathRole = Qt::UserRole + 1, TitleRole, ScenarioRole, FileNameRole };
    static constexpr int capacity = 8;

    // Reads nothing until reload(), setSettingsFile() or, in QML, the component is complete.
    explicit RecentGameListModel(QObject* parent = nullptr);
    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    OpenGame* game() const { return game_; }
    void setGame(OpenGame* g);
    QString settingsFile() const { return settingsFile_; }
    void setSettingsFile(const QString& file);
    QString lastGame() const;
    QString note() const { return note_; }

    // `path` opened (or made) as `title`, scenario `scenario`: to the top, once.
    Q_INVOKABLE void add(const QString& path, const QString& title, const QString& scenario);
    // Reads the list again, dropping the files no longer there (with a note).
    Q_INVOKABLE void reload();
    Q_INVOKABLE void dismissNote();
    // The last game could not be opened again at start (damaged, a newer version): said in
    // the note; the file stays in the list and is left as it is.
    Q_INVOKABLE void notReopened(const QString& path, const QString& why);

    // From QML, the list is read once its settings file is set (or not).
    void classBegin() override {}
    void componentComplete() override { reload(); }

  signals:
    void gameChanged();
    void listChanged();
    void noteChanged();

  private:
    struct Entry {
        QString path, title, scenario;
    };
    void save() const;
    void setNote(const QString& n);
    QPointer<OpenGame> game_;
    QString settingsFile_;
    QList<Entry> entries_;
    QString note_;
};
