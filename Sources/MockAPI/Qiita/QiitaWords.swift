/// Title and tag material in Japanese, English and Korean, so the demo looks like Qiita's real feed.
enum QiitaWords {
    static let titles = [
        "{t}入門：はじめての{t}で作るWebアプリ",
        "【{t}】知っておきたい便利なテクニック10選",
        "{t}のパフォーマンスを10倍改善した話 🚀",
        "{t} と {t} を組み合わせて CI を高速化する",
        "Getting started with {t} in 2026",
        "Why we migrated from {t} to {t}",
        "{t} 초보자를 위한 완벽 가이드",
        "{t}로 REST API 서버 만들기 ✨",
        "新人エンジニアが{t}でハマったポイントまとめ",
        "{t}の非同期処理を理解する（async/await 編）",
        "個人開発で{t}を使ってみた感想 🎉",
        "A deep dive into {t} internals",
        "{t} で型安全なコードを書く ☕️",
        "社内勉強会資料：{t}の基礎と実践",
        "[{t}] エラー「permission denied」の解決方法",
    ]
    static let longTitle = "【保存版】{t}と{t}を使った大規模サービスのアーキテクチャ設計から運用・監視・障害対応・パフォーマンスチューニングまでを徹底的に解説する完全ガイド（2026年最新版）"
    static let combiningTitle = "Cafe\u{0301} de\u{0301}ja\u{0300} vu: {t} と Unicode 正規化 (NFC/NFD) の罠"
    static let tags = [
        ("Swift", ["5.10", "6.0"]), ("Python", ["3.12"]), ("JavaScript", []), ("TypeScript", ["5.4"]), ("Ruby", ["3.3"]),
        ("Rails", ["7.1"]), ("Go", ["1.22"]), ("Rust", []), ("Docker", []), ("AWS", []), ("React", ["18"]), ("Vue.js", ["3"]),
        ("iOS", ["17"]), ("Android", []), ("Linux", []), ("初心者", []), ("個人開発", []), ("機械学習", []), ("ChatGPT", []),
        ("Kotlin", []), ("PHP", ["8.3"]), ("Laravel", []), ("Git", []), ("GitHub", []), ("SQL", []), ("PostgreSQL", ["16"]),
        ("Terraform", []), ("Kubernetes", []), ("新人プログラマ応援", []), ("한국어", []),
    ]
    static let userIDs = ["kenji_t", "yuki-sato", "haruto_dev", "sakura0123", "minjun-park", "jiwoo_kim", "tanaka_taro", "ymd",
                          "nakamura-k", "suzuki_engineer", "mochi_yu", "yonex", "qiitan", "ore_no_code", "hello_world_jp", "kotlin_lover"]
    static let userNames = ["", "田中 健二", "Yuki Sato", "山田 太郎", "박민준", "김지우", "鈴木", "Haruto", "中村 花子", ""]
    static let organizations = ["", "株式会社メルカリ", "LINEヤフー株式会社", "Qiita Inc.", "카카오", "フリーランス"]
}
