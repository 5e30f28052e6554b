"use client";
import { SHORTCUTS, displayKey } from "@/lib/editor/shortcuts";
import { Modal } from "./Modal";
import { useEditorStore } from "./store";
import { useT } from "./useT";

export function HelpOverlay() {
  const t = useT();
  const open = useEditorStore((s) => s.helpOpen);
  const set = useEditorStore((s) => s.set);
  if (!open) return null;
  const mac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);
  const close = () => {
    set({ helpOpen: false });
    useEditorStore.getState().view?.focus();
  };
  return (
    <Modal title={t("help")} closeLabel={t("close")} onClose={close} testid="help-overlay">
      <table className="shortcuts">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.action}>
              <td>{t(`key.${s.action}`)}</td>
              <td>
                {s.keys.map((k) => (
                  <kbd key={k}>{displayKey(k, mac)}</kbd>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
