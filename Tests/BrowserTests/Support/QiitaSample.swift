import Foundation
import TestSupport

/// A Qiita `/api/v2/items` page for golden screens. No real list page was recorded (see
/// `datasets/PROVENANCE.md`), so it is the documentation's example Item followed by items made
/// up in the documented schema: Japanese and English titles of real-world lengths (up to 73
/// characters were observed), 1–5 tags, newest first.
enum QiitaSample {
    /// (title, user, likes, tags, created_at) for the made-up items.
    static let made: [(String, String, Int, [String], String)] = [
        ("SwiftUIでTableViewのページングを実装する【onAppearとprefetchの違い】", "ios_dev_yuki", 152,
         ["Swift", "SwiftUI", "iOS"], "2026-04-20T11:58:12+09:00"),
        ("Rustで書くターミナルUI入門 — ratatuiとcrosstermで一覧画面を作る", "rustacean_ken", 87,
         ["Rust", "TUI", "ratatui"], "2026-04-20T11:41:03+09:00"),
        ("ncursesでワイド文字を正しく扱うための3つのポイント", "c_programmer", 45, ["C", "ncurses", "Unicode"],
         "2026-04-20T11:20:47+09:00"),
        ("GitHub APIのレート制限に引っかからないための設計", "octo_fan", 230, ["GitHub", "API", "RateLimit"],
         "2026-04-20T10:55:30+09:00"),
        ("PokeAPIで全ポケモンの一覧を取得する", "pika_dev", 12, ["PokeAPI", "Python"], "2026-04-20T10:32:18+09:00"),
        ("A practical guide to cursor pagination in REST APIs", "api_designer", 64,
         ["REST", "Pagination", "API", "Backend"], "2026-04-20T10:11:09+09:00"),
        ("libcurlのmultiインターフェースを1本のスレッドで回す", "net_engineer", 38, ["curl", "C", "Network"],
         "2026-04-20T09:47:51+09:00"),
        ("Docker Composeでローカル開発環境を爆速で立ち上げる", "infra_taro", 301,
         ["Docker", "docker-compose", "開発環境"], "2026-04-20T09:30:00+09:00"),
        ("TypeScriptの型パズル入門", "ts_lover", 19, ["TypeScript"], "2026-04-20T09:12:44+09:00"),
        ("ETagとCache-Controlで無駄なリクエストを減らす", "web_perf", 77, ["HTTP", "Cache", "Web"],
         "2026-04-20T08:58:21+09:00"),
        ("Goでgraceful shutdownを正しく実装する", "gopher_mai", 26, ["Go", "Server"], "2026-04-20T08:40:37+09:00"),
        ("機械学習モデルを軽量化してラズパイで動かしてみた", "ml_hobbyist", 143,
         ["機械学習", "RaspberryPi", "Python", "PyTorch", "ONNX"], "2026-04-20T08:22:05+09:00"),
        ("Vim派がNeovimのLua設定に移行した話", "vimmer", 58, ["Vim", "Neovim", "Lua"], "2026-04-20T08:03:59+09:00"),
        ("SQLのウィンドウ関数を図で理解する", "db_sensei", 412, ["SQL", "PostgreSQL", "MySQL"],
         "2026-04-20T07:45:12+09:00"),
        ("Kotlin Coroutinesのキャンセルを理解する", "android_jiro", 33, ["Kotlin", "Android", "Coroutines"],
         "2026-04-20T07:26:48+09:00"),
        ("初めてのOSSコントリビュートでやったこと", "newbie_oss", 95, ["OSS", "GitHub", "初心者"],
         "2026-04-20T07:10:31+09:00"),
        ("AWS Lambdaのコールドスタートを計測した", "cloud_hana", 21, ["AWS", "Lambda", "Serverless"],
         "2026-04-20T06:52:16+09:00"),
        ("Unicodeの結合文字と表示幅の話", "moji_code", 66, ["Unicode", "文字コード"], "2026-04-20T06:35:02+09:00"),
        ("Makefileをタスクランナーとして使う", "make_user", 8, ["Make", "Shell"], "2026-04-20T06:18:40+09:00"),
    ]

    /// The page as Qiita would send it, with `Total-Count` and a `next` link.
    static func response() throws -> (body: [UInt8], total: Int) {
        let examples = try Datasets.json("qiita/docs_examples.item_user_group_tag.json") as? [String: Any]
        var items: [[String: Any]] = []
        for (index, (title, user, likes, tags, created)) in made.enumerated() {
            items.append([
                "id": String(format: "%020x", 0x5a1e_0000 + index), "title": title, "likes_count": likes,
                "tags": tags.map { ["name": $0, "versions": [String]()] }, "created_at": created,
                "url": "https://qiita.com/\(user)/items/\(index)", "private": false,
                "user": ["id": user, "name": "", "profile_image_url": "https://qiita-image-store.s3.amazonaws.com/0/\(index)/profile-images/1"],
            ])
        }
        if let example = examples?["Item"] as? [String: Any] { items.append(example) }
        return (Array(try JSONSerialization.data(withJSONObject: items)), 680_484)
    }
}
