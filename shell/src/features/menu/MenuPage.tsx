export default function MenuPage() {
  return <h1>MenuPage</h1>;
}
