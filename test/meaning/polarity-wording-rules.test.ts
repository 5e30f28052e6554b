// Negations said another way (issue 16, tuned on the eleventh hold-out's false alarms), each with
// hand-written examples, none taken from a set: the faithful rewrite passes, the flip is caught.
// かまいません / 構わない (a permission) and すみません (an apology) are negative in form only; なさそう is a negation; a ja
// negation reaches a predicate twelve characters back (日割りでの計算はいたしません); a negated stop
// (終わらなかった, 끝나지 않았다) is a state that went on (続いた, 계속됐다), also where the rewrite says both; 擅自 and 私自
// say "without permission" as 未经允许 does; 封桥/封路 close as 封闭 does; 差不多 is "about", no negation and no "few"; "no other" is
// "the only"; "rather than X" says "not X" as "instead of X" does; 무 before a noun of loss (무사고, 무실점) negates it; "most of the century" quantifies the time, so a "no" after it makes no "few".
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { checkMeaning } from "../../lib/meaning/check";
import { testRuleCases, type RuleCase } from "./rule-cases";

const CASES: RuleCase[] = [
  ["かまいません is a permission (ja)", "ja", "会員はいつでも退会できます。", "会員はいつ退会してもかまいません。", "会員は退会してはいけません。", "negation"],
  ["なさそう is a negation (ja)", "ja", "今日は会社を早く出られそうにない。", "今日は会社を早く出られなさそう。", "今日は会社を早く出られそう。", "negation"],
  ["a ja negation twelve characters after its predicate", "ja", "料金は日割りになりません。", "日割りでの計算はいたしません。", "日割りでの計算をいたします。", "negation"],
  ["終わらなかった is 続いた (ja)", "ja", "この制度は1950年まで続いた。", "長く続いたこの制度は、1950年まで終わらなかった。", "長く続いたこの制度は、1950年まで始まらなかった。", "negation"],
  ["끝나지 않았다 is 계속됐다 (ko)", "ko", "파업은 3월까지 계속됐다.", "계속된 파업은 3월까지 끝나지 않았다.", "계속된 파업은 3월까지 시작되지 않았다.", "negation"],
  ["擅自 is 未经允许 (zh)", "zh", "员工不得擅自使用公司车辆。", "未经允许，员工不能使用公司车辆。", "未经允许，员工也能使用公司车辆。", "negation"],
  ["'no other road' is 'the only road'", "en", "For years it was the only road into the town.", "For years no other road led into the town.", "For years it was not the only road into the town.", "negation"],
  ["'most of the century … no' quantifies the time", "en", "For most of the century it was the only bridge, and nobody paid a toll.", "Through most of the century no other bridge stood there, and nobody paid a toll.", "Through most of the century no other bridge stood there, and everybody paid a toll.", "negation"],
  ["무사고 is 사고가 없다 (ko)", "ko", "그 회사는 작년에 사고가 한 번도 없었다.", "그 회사는 작년에 무사고를 기록했다.", "그 회사는 작년에 사고를 냈다.", "negation"],
  ["封桥 is 封闭 (zh)", "zh", "大桥将于本周六起封闭两周进行维修。", "从本周六开始封桥十四天检修。", "从本周六开始不封桥，十四天检修。", "negation"],
  ["'rather than going into storage' says 'not stored'", "en", "The paintings will not be stored away; they will travel to Bristol.", "Rather than going into storage, the paintings will travel to Bristol.", "The paintings will go into storage before they travel to Bristol.", "negation"],
  ["'don't forget to bring' is 'bring'", "en", "Please bring indoor shoes.", "Don't forget to bring indoor shoes.", "Don't bring indoor shoes.", "negation"],
  ["忘れずに is 必ず (ja)", "ja", "上履きを必ず持ってきてください。", "上履きを忘れずに持ってきてください。", "上履きは持ってこないでください。", "negation"],
  ["잊지 말고 is 꼭 (ko)", "ko", "실내화를 꼭 챙겨 오세요.", "실내화를 잊지 말고 챙겨 오세요.", "실내화는 챙겨 오지 마세요.", "negation"],
  ["别忘了 is 务必 (zh)", "zh", "请务必带上室内鞋。", "别忘了带上室内鞋。", "请不要带室内鞋。", "negation"],
  ["'no later than' is a deadline, no negation", "en", "You must file your return by 31 January.", "Your return must be filed no later than 31 January.", "Your return need not be filed by 31 January.", "negation"],
  ["'dismissed' a claim is 'rejected' it", "en", "The court rejected the landlord's claim.", "The judge dismissed the landlord's claim.", "The judge upheld the landlord's claim.", "negation"],
  ["결항 is a cancelled flight (ko)", "ko", "태풍 때문에 제주행 항공편이 결항되었습니다.", "태풍으로 제주행 항공편 운항이 취소됐습니다.", "태풍에도 제주행 항공편은 정상 운항했습니다.", "negation"],
  ["지원 종료 is 지원하지 않는다 (ko)", "ko", "안드로이드 8 이하 기기는 더 이상 지원하지 않는다.", "안드로이드 8 이하 기기 지원은 종료됐다.", "안드로이드 8 이하 기기도 계속 지원한다.", "negation"],
  ["消退 is 消失 (zh)", "zh", "大多数不良反应会在三天内消失。", "不良反应大部分三天之内便会消退。", "不良反应大部分三天之内都不会消退。", "negation"],
  ["不建议 X is 建议不要 X (zh)", "zh", "召回期间，不建议车主长途驾驶。", "在召回完成前，厂家建议车主不要长途驾驶。", "在召回完成前，厂家建议车主长途驾驶。", "negation"],
  ["'do not recommend X' is 'recommend not X'", "en", "We do not recommend long drives until the repair.", "Until the repair, we recommend that owners do not take long drives.", "Until the repair, we recommend that owners take long drives.", "negation"],
  ["권장하지 않는다 is 하지 않도록 권장한다 (ko)", "ko", "수리 전에는 장거리 운전을 권장하지 않는다.", "수리 전에는 장거리 운전을 하지 않도록 권장한다.", "수리 전에는 장거리 운전을 하도록 권장한다.", "negation"],
  ["お勧めしません is しないようお勧めします (ja)", "ja", "修理までは長距離の運転をお勧めしません。", "修理までは長距離の運転をしないようお勧めします。", "修理までは長距離の運転をするようお勧めします。", "negation"],
  ["쉽니다 (a day off) is 운영하지 않습니다 (ko)", "ko", "방과후 교실도 운영하지 않습니다.", "이날 방과후 교실 역시 쉽니다.", "이날 방과후 교실은 운영합니다.", "negation"],
  ["否则无法使用 states the condition of 才能使用 (zh)", "zh", "所有插件需要更新到最新版才能使用。", "插件一律要升级到最新版本，否则无法使用。", "插件不用升级到最新版本也能使用。", "negation"],
  ["'a handful of' is 'a few' (some), 'only a handful' is few", "en", "A few patients reported mild headaches.", "A handful of patients had a mild headache.", "Most patients had a mild headache.", "quantifier"],
  ["不要不急 is one negation (ja)", "ja", "不要不急の外出は控えてください。", "急ぎでない外出はお控えください。", "急ぎの外出はお控えください。", "negation"],
  ["管理費は別途 says 含まれていません (ja)", "ja", "家賃は月9万円で、管理費は含まれていません。", "賃料は毎月90,000円（管理費は別途）。", "賃料は毎月90,000円（管理費込み）。", "negation"],
];

describe("negations said another way: the faithful rewrite passes, the flip is caught", () => testRuleCases(CASES));

describe("negative in form only", () => {
  test("すみません is an apology, no negation (ja)", () => {
    assert.equal(checkMeaning("遅れてすみません、会議は三時からです。", "遅くなりました。会議は三時からです。", "ja").meaning_ok, true);
  });
  test("差不多 is 'about': no negation and no 'few' (zh)", () => {
    const anchors = checkMeaning("我们大概晚上七点到家。", "我们到家差不多晚上七点。", "zh").anchors;
    assert.deepEqual(anchors.filter((a) => a.verdict !== "PASS").map((a) => `${a.type}: ${a.reason}`), []);
  });
  test("不受影响 is 'unaffected', as 照常 says (zh)", () => {
    assert.equal(checkMeaning("期中考试期间，校车照常运行。", "期中考试期间，校车不受影响，照常发车。", "zh").meaning_ok, true);
  });
  test("a negated stop is no keeper where the other side says nothing went on", () => {
    assert.equal(checkMeaning("この制度は1950年に終わった。", "この制度は1950年に終わらなかった。", "ja").meaning_ok, false);
  });
});
