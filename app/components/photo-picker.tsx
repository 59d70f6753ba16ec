import { useMatches, useNavigate, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type MouseEvent } from "react";
import { useHydrated } from "~/utils/misc";
import { Field } from "./forms";
import * as photoStyles from "./photo-grid.css";
import * as styles from "./photo-picker.css";
import { button } from "./ui/button.css";
import { visuallyHidden } from "./ui/visually-hidden.css";

/**
 * The picker's fixed words, from the page's loader (the sell wizard's: wizard-view.server.ts),
 * so they are not in the page's script: the drop hint, the waiting list's name, a waiting
 * photo's states, the progress bar's name, the button's two labels and the message when an
 * upload did not finish.
 */
export type PhotoPickerWords = {
  dropHint: string;
  waiting: string;
  noPreview: string;
  preparing: string;
  ready: string;
  progress: string;
  upload: string;
  uploading: string;
  failed: string;
};

/** A chosen photo not sent yet; `preview` is its thumbnail, null when it has none, undefined while it is made. */
type Waiting = { id: number; file: File; preview?: string | null };

const THUMBNAIL_WIDTH = 320;

/**
 * A small JPEG data URL of an image file, or null when the browser cannot read it as one.
 * Drawn small rather than shown as an object URL: a thumbnail of a 5 MB photo stays a few
 * kilobytes, and an unreadable file shows as such.
 */
async function thumbnailOf(file: File): Promise<string | null> {
  if (!file.type.startsWith("image/") || typeof createImageBitmap !== "function") return null;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, THUMBNAIL_WIDTH / bitmap.width);
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    return canvas.toDataURL("image/jpeg", 0.8);
  } catch {
    return null;
  }
}

/**
 * A file input for photos and its Upload button, inside a form that posts them (the sell
 * wizard's photos step). Without JavaScript it is the plain input and a submit button. With
 * it: photos can be dropped on it too, each chosen photo shows as a thumbnail before it is
 * sent, and Upload sends them with XMLHttpRequest (fetch reports no upload progress) to the
 * page's own action as a `?_data=` request, showing a progress bar; the action's redirect
 * is then followed in the app, and its refusals are handed to `onMessages` (the page's data
 * is then read again: photos sent beside a refused one are kept).
 */
export function PhotoPicker({
  name,
  label,
  help,
  intent,
  disabled,
  onMessages,
  words,
}: {
  /** The file field's name, as the action reads it. */
  name: string;
  label: string;
  help: string;
  /** The Upload button's `intent` value. */
  intent: string;
  disabled: boolean;
  onMessages: (messages: string[] | null) => void;
  words: PhotoPickerWords;
}) {
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  const [dragging, setDragging] = useState(false);
  const upload = useUploadWithProgress(words.failed);
  const nextId = useRef(0);

  // The input holds every waiting photo, so any button of the form (Next too) sends them.
  const zone = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const input = zone.current?.querySelector<HTMLInputElement>("input[type=file]");
    if (!hydrated || !input || typeof DataTransfer !== "function") return;
    const transfer = new DataTransfer();
    for (const photo of waiting) transfer.items.add(photo.file);
    input.files = transfer.files;
  }, [hydrated, waiting]);

  function add(files: FileList | null) {
    if (!files?.length) return;
    const added: Waiting[] = Array.from(files, (file) => ({ id: nextId.current++, file }));
    setWaiting((current) => [...current, ...added]);
    for (const photo of added) {
      void thumbnailOf(photo.file).then((preview) =>
        setWaiting((current) => current.map((candidate) => (candidate.id === photo.id ? { ...candidate, preview } : candidate))),
      );
    }
  }

  function remove(photo: Waiting) {
    setWaiting((current) => current.filter((candidate) => candidate.id !== photo.id));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  }

  function onUpload(event: MouseEvent<HTMLButtonElement>) {
    const form = event.currentTarget.form;
    // Nothing waiting (or no JavaScript yet): the button posts the form as it is.
    if (!waiting.length || !form) return;
    event.preventDefault();
    const data = new FormData(form);
    data.delete(name);
    for (const photo of waiting) data.append(name, photo.file);
    data.set("intent", intent);
    onMessages(null);
    upload.send(data, (messages) => {
      // Sent: the server kept what it accepted, and says why it refused the rest.
      if (messages) onMessages(messages);
      setWaiting([]);
    });
  }

  const uploading = upload.progress !== null;
  return (
    <div className={styles.picker}>
      <div
        ref={zone}
        className={hydrated ? styles.dropZone : undefined}
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {hydrated ? <p className={styles.dropHint}>{words.dropHint}</p> : null}
        <Field
          label={label}
          help={help}
          inputProps={{
            type: "file",
            name,
            multiple: true,
            accept: "image/*",
            id: name,
            disabled: uploading,
            // With JavaScript the chosen files join the list below, so more can be added.
            onChange: hydrated ? (event) => add(event.currentTarget.files) : undefined,
          }}
        />
      </div>
      {waiting.length ? (
        <ul className={photoStyles.photoGrid} aria-label={words.waiting}>
          {waiting.map((photo) => (
            <li key={photo.id} className={photoStyles.photoItem}>
              {photo.preview ? (
                <img src={photo.preview} alt={`Not uploaded yet: ${photo.file.name}`} className={styles.waitingPhoto} />
              ) : (
                <span className={styles.noPreview}>{photo.preview === null ? words.noPreview : words.preparing}</span>
              )}
              <p className={styles.fileName}>{photo.file.name}</p>
              <p className={styles.fileState}>{uploading ? `Uploading… ${upload.progress}%` : words.ready}</p>
              <button
                type="button"
                className={`${button.ghost} ${photoStyles.smallButton}`}
                onClick={() => remove(photo)}
                disabled={uploading}
              >
                Remove<span className={visuallyHidden}> {photo.file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploading ? (
        <progress className={styles.progress} max={100} value={upload.progress ?? 0} aria-label={words.progress} />
      ) : null}
      <p role="status" className={styles.fileState}>
        {uploading ? `Uploading ${waiting.length === 1 ? "1 photo" : `${waiting.length} photos`}: ${upload.progress}%` : ""}
      </p>
      <div>
        <button type="submit" name="intent" value={intent} className={button.secondary} disabled={disabled || uploading} onClick={onUpload}>
          {uploading ? words.uploading : words.upload}
        </button>
      </div>
    </div>
  );
}

/**
 * Posts form data to the current page's action as a Remix data request, reporting the
 * upload's progress: on a redirect (the action's success) the app goes there and `done`
 * gets null; otherwise `done` gets the action's photo messages, or `failed`, and the
 * page's data is read again.
 */
function useUploadWithProgress(failed: string) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? "root";
  const [progress, setProgress] = useState<number | null>(null);

  function send(data: FormData, done: (messages: string[] | null) => void) {
    const url = new URL(window.location.href);
    url.searchParams.set("_data", routeId);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded * 100) / event.total));
    };
    request.onload = () => {
      setProgress(null);
      const redirectTo = request.getResponseHeader("X-Remix-Redirect");
      if (redirectTo) {
        done(null);
        navigate(redirectTo, { replace: true });
        return;
      }
      done(photoMessages(request.responseText) ?? [failed]);
      // Some photos may have been kept beside the refused ones.
      revalidator.revalidate();
    };
    request.onerror = () => {
      setProgress(null);
      done([failed]);
    };
    setProgress(0);
    request.send(data);
  }

  return { progress, send };
}

/** The `photoMessages` of an action's JSON answer, if it has any. */
function photoMessages(body: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== "object" || parsed === null || !("photoMessages" in parsed)) return null;
    const { photoMessages: messages } = parsed;
    return Array.isArray(messages) && messages.every((message) => typeof message === "string") && messages.length ? messages : null;
  } catch {
    return null;
  }
}
