export default function NotFound() {
  return <main><h1>Siden finnes ikke</h1></main>;
}
