export function HomeHeader() {
  return (
    <header className="flex items-center gap-3 pt-4">
      <svg aria-hidden viewBox="0 0 48 48" className="h-12 w-12 shrink-0">
        <circle cx="24" cy="24" r="23" fill="#a91717" />
        <path d="M14 20c6-3 14 0 18 7s3 13 1 15c-8-1-21-12-19-22z" fill="#fde3e3" />
        <path d="M22 18c0-4 3-7 7-8" stroke="#dcfce7" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <div>
        <h1 className="text-2xl font-extrabold leading-tight text-ink">Pepper Atlas</h1>
        <p className="text-sm font-medium text-chili-700">From Dainty to Devilish</p>
      </div>
    </header>
  );
}
