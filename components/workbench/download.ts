/** Saves `text` as a file named `name` through a Blob link: the workbench's Export JSON and Download CSV. */
export function download(name: string, type: string, text: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
